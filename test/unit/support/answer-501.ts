// A handler body for tests of the http layer: it answers 501 once access and input passed,
// so a test tells "refused before the handler" from "reached the handler".
import { HttpError } from '#platform/errors.js';

export const answer501 = async (): Promise<never> => {
  throw new HttpError(501, 'Reached the handler.');
};
