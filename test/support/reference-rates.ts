// The ECB's eurofxref-daily.xml as it publishes it, for a day and rates of a test's choosing,
// and a fetch that answers with it (or fails), for the tests of the reference rates refresh.
import type { ReferenceRates } from '#shared/remote-fit/pay.js';

export function ecbDailyXml({ date, perEuro }: ReferenceRates): string {
  const rates = Object.entries(perEuro)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
${rates}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
`;
}

/** A fetch that answers `body` with `status`, as the ECB's server would. */
export const answering =
  (body: string, status = 200): typeof fetch =>
  async () =>
    new Response(body, { status, headers: { 'content-type': 'text/xml' } });

/** A fetch that fails as Node's does without a network: TypeError "fetch failed", its cause the system error. */
export const unreachable: typeof fetch = async () => {
  throw new TypeError('fetch failed', {
    cause: Object.assign(new Error('getaddrinfo ENOTFOUND www.ecb.europa.eu'), { code: 'ENOTFOUND' }),
  });
};
