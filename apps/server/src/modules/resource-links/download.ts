import type { FastifyReply } from 'fastify';
import type { ResourceDownload } from './service';

/**
 * Sends an uploaded resource: always a download (never rendered inline), its type fixed by the
 * extension, no sniffing, sandboxed, never cached by a shared cache.
 */
export function sendResourceFile(reply: FastifyReply, file: ResourceDownload): FastifyReply {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.size)
    .header('content-disposition', file.disposition)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
