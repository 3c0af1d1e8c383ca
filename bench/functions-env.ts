// The functions' modules run in the bench's own process too (search cost, seeding, the digest),
// loaded before the stack's environment is known: their metrics output is off from the start,
// as in the local stack, or the digest's emails would print a CloudWatch metrics line per 100.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
// Their request logs too: the bench prints its own figures, not a line per in-process call.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
