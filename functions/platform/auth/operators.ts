// Who runs the marketplace (docs/operations.md, Operators): an account the deployment's settings
// name (operatorAccounts, a list of emails given to `cdk deploy` or `npm start`), or one that
// `npm run operator -- add EMAIL` marked on the local stack (`operator: true` on its profile,
// written by that script only: no call of the API sets it). Checked on every operator call.
import { config } from '../config.js';

export function isOperator(user: { email: string; operator?: boolean }): boolean {
  return user.operator === true || config.operatorAccounts.includes(user.email.toLowerCase());
}
