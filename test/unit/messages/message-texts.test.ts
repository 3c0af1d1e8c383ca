// What the inbox and the email about a new message show of a message: its first line, and its
// first lines quoted (docs/product/messages.md).
import { describe, expect, it } from 'vitest';
import { previewOf } from '#functions/messages/conversations.js';
import { newMessageEmail, quotedLines } from '#functions/messages/message-emails.js';

describe('previewOf', () => {
  it('is the first line, trimmed, cut at 140 characters', () => {
    expect(previewOf('  Hello Grace,\r\nsecond line')).toBe('Hello Grace,');
    const long = previewOf('x'.repeat(200));
    expect(long).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the email about a new message', () => {
  it('quotes the first five lines and says when there is more', () => {
    expect(quotedLines('one\ntwo')).toBe('> one\n> two');
    expect(quotedLines('1\n2\n3\n4\n5\n6\n7')).toBe('> 1\n> 2\n> 3\n> 4\n> 5\n> …');
  });

  it('names the writer and the job on one subject line, with the link', () => {
    const email = newMessageEmail({
      to: 'grace@example.com',
      firstName: 'Grace',
      senderName: 'Ada Lovelace (Analytical\nEngines)',
      jobTitle: 'Data Analyst',
      text: 'Hello',
      conversationUrl: 'https://hire.example.com/login?next=x',
    });
    expect(email.subject).toBe('New message from Ada Lovelace (Analytical Engines) about Data Analyst');
    expect(email.text).toContain('> Hello');
    expect(email.text).toContain('Read and reply: https://hire.example.com/login?next=x');
    expect(email.text).toContain('You can turn these emails off in Settings.');
  });
});
