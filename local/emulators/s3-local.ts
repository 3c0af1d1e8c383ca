// s3rver, in process; objects live on disk in dataDir.
import S3rver from 's3rver';

export async function startS3Local(options: {
  host: string;
  port: number;
  dataDir: string;
}): Promise<{ stop(): Promise<void> }> {
  const server = new S3rver({ address: options.host, port: options.port, directory: options.dataDir, silent: true });
  await server.run();
  return {
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
