// Title-word matching (search-keys.ts): what "search by any word of the title" means, and the
// promise the index keeps: every title a query matches holds the one key the query reads.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  queryWordKey,
  titleMatches,
  titleWordKeys,
  titleWords,
  WORD_KEY_LENGTH,
} from '#platform/search/search-keys.js';

describe('titleMatches', () => {
  it.each([
    ['Virtual Assistant', 'assistant'],
    ['Virtual Assistant', 'ASSIST'],
    ['Senior React Developer', 'react dev'],
    ['Senior React Developer', 'senior'],
    ['Senior React Developer', 'sen rea'],
    ['Senior React Developer', '  react   DEVELOPER '],
    ['Node.js Engineer', 'js eng'],
    ['Front-end Developer', 'front-end'],
    ['C++ Developer', 'c++'],
    ['Développeur Web', 'développeur'],
  ])('"%s" is found by "%s"', (title, query) => {
    expect(titleMatches(title, query)).toBe(true);
  });

  it.each([
    ['Senior React Developer', 'developer react'],
    ['Senior React Developer', 'senior developer'],
    ['Senior React Developer', 'eact'],
    ['Virtual Assistant', 'assistants'],
    ['Content Writer', 'writer content'],
  ])('"%s" is not found by "%s"', (title, query) => {
    expect(titleMatches(title, query)).toBe(false);
  });

  it('splits on punctuation and spaces, lower-cases, and keeps letters of any script and digits', () => {
    expect(titleWords('  Node.js / TYPESCRIPT  Engineer (L3) ')).toEqual([
      'node',
      'js',
      'typescript',
      'engineer',
      'l3',
    ]);
    expect(titleWords('Ingénieur·e Données')).toEqual(['ingénieur', 'e', 'données']);
    expect(titleWords('--- ')).toEqual([]);
  });
});

describe('title-word keys', () => {
  it('are the distinct prefixes of every word, up to the key length', () => {
    expect(titleWordKeys('Data Entry Data')).toEqual(['d', 'da', 'dat', 'data', 'e', 'en', 'ent', 'entr', 'entry']);
    expect(titleWordKeys('Accountant')).toEqual(['a', 'ac', 'acc', 'acco', 'accou', 'accoun']);
    expect(Math.max(...titleWordKeys('Extraordinarily Long Words').map((key) => key.length))).toBe(WORD_KEY_LENGTH);
  });

  it('a query reads the key of its longest word, cut to the key length; a query of no word reads none', () => {
    expect(queryWordKey('react dev')).toBe('react');
    expect(queryWordKey('dev assistant')).toBe('assist');
    expect(queryWordKey('ab cd')).toBe('ab');
    expect(queryWordKey(' ++ ')).toBeUndefined();
  });

  const word = fc.stringMatching(/^[a-zA-Zé0-9]{1,12}$/);
  const separator = fc.constantFrom(' ', '  ', '-', '.', ', ', ' / ');
  const title = fc
    .array(fc.tuple(word, separator), { minLength: 1, maxLength: 6 })
    .map((parts) => parts.map(([w, s]) => `${w}${s}`).join(''));

  it('every title a query matches holds the key the query reads (nothing matching is ever missed)', () => {
    const titleAndQuery = title.chain((text) => {
      const words = titleWords(text);
      return fc
        .tuple(fc.nat(words.length - 1), fc.nat(words.length - 1), fc.array(fc.nat(12), { maxLength: 6 }))
        .map(([start, length, cuts]) => {
          const run = words.slice(start, start + length + 1);
          const query = run.map((w, i) => w.slice(0, Math.max(1, cuts[i] ?? w.length))).join(' ');
          return { text, query: query.toUpperCase() };
        });
    });
    fc.assert(
      fc.property(titleAndQuery, ({ text, query }) => {
        expect(titleMatches(text, query)).toBe(true);
        expect(titleWordKeys(text)).toContain(queryWordKey(query));
      }),
      { numRuns: 500 },
    );
  });

  it('a title has each key once, however often a word repeats (a job appears once per result list)', () => {
    fc.assert(
      fc.property(title, (text) => {
        const keys = titleWordKeys(`${text} ${text}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.sort()).toEqual(titleWordKeys(text).sort());
      }),
      { numRuns: 200 },
    );
  });
});
