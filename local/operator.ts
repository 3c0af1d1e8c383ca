// `npm run operator -- add EMAIL` (or `remove EMAIL`): makes an existing account of the running
// local stack an operator of the marketplace, who then sees Operations (/ops) once signed in
// again or on reload. Deployed stages name theirs in their settings (docs/operations.md).
import './quiet-sdk-warning.js';
import { requireRunningStack } from './running-stack.js';
import { localEnvironment } from './stack.js';

const [action, email] = process.argv.slice(2);
if (!['add', 'remove'].includes(action ?? '') || !email?.includes('@')) {
  console.error('Usage: npm run operator -- add EMAIL   (or: remove EMAIL)');
  process.exit(1);
}
const settings = await requireRunningStack();
Object.assign(process.env, localEnvironment(settings));
const { markOperator } = await import('#functions/accounts/index.js');
if (!(await markOperator(email, action === 'add'))) {
  console.error(`There is no account with the email ${email} on the local stack: sign up first.`);
  process.exit(1);
}
console.log(
  action === 'add' ? `${email} is now an operator: Operations is at /ops.` : `${email} is no longer an operator.`,
);
