import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/**
 * Brotli at its highest quality: 10–16 % fewer bytes than gzip for the website's pages and code
 * (docs/architecture.md#performance-goals), but too slow to run per request, so only for what is
 * compressed once (the build's copies of the assets, each page when first served). Off the
 * event loop, in Node's thread pool, so the server answers meanwhile.
 */
export function brotli(data: Buffer): Promise<Buffer> {
  return compress(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}
