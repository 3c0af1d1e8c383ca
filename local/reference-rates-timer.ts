// The local stack's stand-in for the CDK app's daily reference rates rule: `npm start` refreshes
// the exchange rates of the pay filter from the ECB at start and every 24 hours. Offline the
// refresh fails and changes nothing (searches convert at the rates last stored, or the snapshot
// shipped with the code): one line says so. The handlers' environment must be set first.
export const RATES_REFRESH_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * LOCAL_REFERENCE_RATES=snapshot: no refresh, the snapshot's rates throughout. The stacks the
 * tests and the bench start set it, so what they compare does not change with the day or the network.
 */
export const refreshesReferenceRates = (): boolean => process.env.LOCAL_REFERENCE_RATES !== 'snapshot';

async function refreshOnce(log: (line: string) => void): Promise<void> {
  try {
    const { refreshReferenceRates } = await import('#functions/jobs/reference-rates.js');
    const { date, currencies } = await refreshReferenceRates();
    log(`Reference rates: the ECB's of ${date}, ${currencies} currencies.`);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
  }
}

/** Refreshes the rates now and every RATES_REFRESH_EVERY_MS; answers how to stop. */
export function scheduleReferenceRates(log: (line: string) => void): { stop(): void } {
  void refreshOnce(log);
  const timer = setInterval(() => void refreshOnce(log), RATES_REFRESH_EVERY_MS);
  return { stop: () => clearInterval(timer) };
}
