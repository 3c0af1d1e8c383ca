// Conversations when an account is deleted or exported (docs/product/privacy.md): a writer's
// messages emptied, a deleted candidate's name taken out of their conversations, and what a
// person's export holds of their conversations.
import { batchWrite } from '#platform/dynamodb/batch-write.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { type UserProfile } from '#functions/accounts/index.js';
import { touchConversation } from './conversations.js';
import { toMessage } from './conversation-messages.js';
import {
  candidateInboxPK,
  conversationKey,
  messagesPK,
  SENDER_PREFIX,
  MESSAGE_PREFIX,
  type ConversationItem,
  type MessageItem,
} from './conversation-items.js';

/** A writer's messages (GSI1), keys and the conversation each is in. */
async function messagesWrittenBy(userID: string) {
  return (await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': `${SENDER_PREFIX}${userID}` },
  })) as unknown as MessageItem[];
}

/**
 * A deleted account's messages: each is emptied and marked removed (the other side reads
 * "Message removed"), off the writer's index, so a run cut short finds only those left; a
 * conversation whose newest message was theirs loses its preview. Each conversation's version
 * moves, so a screen open on it fetches the emptied messages.
 */
export async function removeMessagesOf(userID: string, formerName: string): Promise<number> {
  const messages = await messagesWrittenBy(userID);
  await batchWrite(
    messages.map(({ GSI1PK: _pk, GSI1SK: _sk, ...item }) => ({
      PutRequest: { Item: { ...item, text: '', removed: true, senderName: formerName } },
    })),
  );
  const conversations = new Map(messages.map((item) => [item.conversationID, item]));
  for (const { jobID, candidateID } of conversations.values()) {
    try {
      await updateItem({
        Key: conversationKey(jobID, candidateID),
        UpdateExpression: 'SET lastMessagePreview = :none',
        ConditionExpression: 'lastSenderID = :me',
        ExpressionAttributeValues: { ':none': '', ':me': userID },
      });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
    await touchConversation(jobID, candidateID);
  }
  return messages.length;
}

/**
 * A deleted candidate's conversations: out of their inbox, and named as the anonymised
 * application is; their version moves, so the company's open screens fetch the new name.
 */
export async function anonymiseCandidateConversations(candidateID: string, name: string): Promise<void> {
  const keys = await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': candidateInboxPK(candidateID) },
    ProjectionExpression: 'PK, SK',
  });
  for (const Key of keys) {
    await updateItem({
      Key: { PK: String(Key.PK), SK: String(Key.SK) },
      UpdateExpression: 'SET candidateName = :name REMOVE GSI1PK, GSI1SK ADD #version :one',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':name': name, ':one': 1 },
    });
  }
}

/** A person's conversations for Download my data: the candidate's whole conversations, a member's own messages. */
export async function conversationsForExport(user: UserProfile) {
  if (user.role !== 'candidate') {
    const written = await messagesWrittenBy(user.userID);
    return written.map((item) => ({
      conversationID: item.conversationID,
      jobID: item.jobID,
      messages: [{ ...toMessage(item, user.userID) }],
    }));
  }
  const conversations = (await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': candidateInboxPK(user.userID) },
  })) as unknown as ConversationItem[];
  return Promise.all(
    conversations.map(async (conversation) => {
      const entries = (await queryItems({
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :message)',
        ExpressionAttributeValues: { ':pk': messagesPK(conversation.conversationID), ':message': MESSAGE_PREFIX },
      })) as unknown as MessageItem[];
      return {
        conversationID: conversation.conversationID,
        jobID: conversation.jobID,
        jobTitle: conversation.jobTitle,
        companyName: conversation.companyName,
        messages: entries.map((item) => toMessage(item, user.userID)),
      };
    }),
  );
}
