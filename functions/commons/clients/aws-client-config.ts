// Shared SDK client settings: the region and, in the local stack, the emulator endpoint.
// Credentials come from the default provider chain (the local stack sets dummy ones).

export function clientConfig(endpoint: string | undefined, region: string) {
  return endpoint ? { region, endpoint } : { region };
}
