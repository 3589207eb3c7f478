import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server (s3rver) in the test process, with one empty bucket. */
export interface S3Server {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  bucket: string;
  /** The settings that point the app at it: STORAGE=s3 and every S3_* variable. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver accepts only these credentials (it checks request signatures). */
const ACCESS_KEY = 'S3RVER';

export async function startS3Server(options: { bucket?: string } = {}): Promise<S3Server> {
  const bucket = options.bucket ?? 'rira-test';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Path-style only, as ArvanCloud and MinIO are used: the bucket is in the path, not the host.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let stopped = false;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      // Once: a test may stop it early (the bucket going away) and its clean-up again.
      if (stopped) return;
      stopped = true;
      // Clients keep idle connections open, which would hold close() until they time out.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
