import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface ReceivedRequest {
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A stand-in for the hosted form service. What it does with a submission depends on the name
 * typed into the form, so tests running in parallel each choose their own case:
 * "[500]" answers 500, "[hang]" never answers, "[drop]" drops the connection, anything
 * else answers 200. GET /__requests lists what was received.
 */
export function createMockFormService(): Server {
  const received: ReceivedRequest[] = [];
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
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', headers: request.headers, body });
      const reply = (status: number) => response.writeHead(status, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify({ ok: status < 400 }));
      if (body.includes('[500]')) reply(500);
      else if (body.includes('[hang]')) return; // never answers
      else if (body.includes('[drop]')) request.socket.destroy();
      else reply(200);
    });
  });
  return server;
}
