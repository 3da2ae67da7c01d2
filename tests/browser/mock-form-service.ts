import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A file part of a multipart request, kept on disk (a test reads it from `path`). */
export interface ReceivedFile {
  /** The part's name (`photos`). */
  field: string;
  /** Its file name (`photo-1.jpg`). */
  name: string;
  type: string;
  size: number;
  path: string;
}

export interface ReceivedRequest {
  method: string;
  headers: IncomingHttpHeaders;
  /**
   * The body as text: JSON and plain form posts as sent; a multipart request's text fields as a
   * JSON object, in the order sent (its files are in `files`).
   */
  body: string;
  files?: ReceivedFile[];
}

/** The text fields and files of a multipart body, parsed as a browser's Request parses one (undici's). */
async function parseMultipart(raw: Buffer, contentType: string, dir: string, index: number): Promise<Pick<ReceivedRequest, 'body' | 'files'>> {
  const data = await new Request('http://form.invalid/', { method: 'POST', headers: { 'Content-Type': contentType }, body: new Uint8Array(raw) }).formData();
  const fields: Array<[string, string]> = [];
  const files: ReceivedFile[] = [];
  for (const [field, value] of data) {
    if (typeof value === 'string') {
      fields.push([field, value]);
      continue;
    }
    const path = join(dir, `${index}-${files.length}-${value.name.replace(/[^\w.-]/g, '_') || 'unnamed'}`);
    writeFileSync(path, Buffer.from(await value.arrayBuffer()));
    files.push({ field, name: value.name, type: value.type, size: value.size, path });
  }
  return { body: JSON.stringify(Object.fromEntries(fields)), files };
}

/**
 * A stand-in for the hosted form service. What it does with a submission depends on the name
 * typed into the form, so tests running in parallel each choose their own case:
 * "[500]" answers 500, "[hang]" never answers, "[drop]" drops the connection, anything
 * else answers 200. A multipart request's files are written to a folder of its own.
 * GET /__requests lists what was received.
 */
export function createMockFormService(): Server {
  const received: ReceivedRequest[] = [];
  const filesDir = mkdtempSync(join(tmpdir(), 'lawn-form-files-'));
  const server = createServer((request, response) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type, Accept',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    if (request.method === 'GET' && request.url === '/__requests') {
      response.writeHead(200, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify(received));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const contentType = request.headers['content-type'] ?? '';
      let parsed: Pick<ReceivedRequest, 'body' | 'files'>;
      try {
        parsed = contentType.startsWith('multipart/form-data') ? await parseMultipart(raw, contentType, filesDir, received.length) : { body: raw.toString('utf8') };
      } catch {
        response.writeHead(400, cors).end(); // a multipart body that does not parse
        return;
      }
      received.push({ method: request.method ?? '', headers: request.headers, ...parsed });
      const reply = (status: number) => response.writeHead(status, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify({ ok: status < 400 }));
      if (parsed.body.includes('[500]')) reply(500);
      else if (parsed.body.includes('[hang]')) return; // never answers
      else if (parsed.body.includes('[drop]')) request.socket.destroy();
      else reply(200);
    });
  });
  return server;
}
