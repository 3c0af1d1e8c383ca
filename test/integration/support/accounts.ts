// Account steps that integration tests of several areas take: deleting an account as Settings
// does, and a second member joined to an employer's company.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { latestCode } from '../../../local/mailbox.js';
import type { StackInfo } from '../../../local/stack-process.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const DELETION_SUBJECT = 'Confirm the deletion of your account';

/** Both steps of deleting the account from Settings; answers the last answer. */
export async function deleteAccount(stack: StackInfo, user: TestUser) {
  const started = await user.client.call('POST', '/api/request-account-deletion', {
    json: { password: user.password },
  });
  if (started.status !== 200) throw new Error(`request-account-deletion failed: ${JSON.stringify(started.body)}`);
  const otp = await latestCode(stack.mailboxUrl, user.email, DELETION_SUBJECT);
  return user.client.call<{ msg: string; complete: boolean }>('POST', '/api/delete-account', { json: { otp } });
}

/** A new employer, signed in, who is a member of the owner's company (as joining makes them). */
export async function memberOf(
  stack: StackInfo,
  owner: TestUser,
  profile: Record<string, unknown> = {},
): Promise<TestUser> {
  const member = await createSignedInUser(stack, 'employer', { ...profile, companyID: owner.companyID });
  await documentClient(stack).send(
    new UpdateCommand({
      TableName: stack.env.TABLE_NAME,
      Key: { PK: `COMPANY#${owner.companyID}`, SK: `MEMBER#${member.userID}` },
      UpdateExpression: 'SET entity = :member, companyID = :company, userID = :user, joinedAt = :at',
      ExpressionAttributeValues: {
        ':member': 'MEMBER',
        ':company': owner.companyID,
        ':user': member.userID,
        ':at': new Date().toISOString(),
      },
    }),
  );
  return member;
}
