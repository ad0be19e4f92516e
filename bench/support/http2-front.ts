import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2): each belongs to one HTTP/1.1 connection. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export interface LocalhostCertificate {
  key: Buffer;
  cert: Buffer;
  /**
   * The base64 SHA-256 of the certificate's public key, for Chromium's
   * `--ignore-certificate-errors-spki-list`: a browser started with it takes this certificate as valid, so
   * pages behind the front register their service worker as production's do (with a certificate error
   * Chromium refuses the worker's script, and `ignoreHTTPSErrors` does not change that).
   */
  spki: string;
}

/** A throwaway self-signed certificate for localhost, made with openssl in a temporary directory. */
export function localhostCertificate(): LocalhostCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    const certificate = { key: readFileSync(key), cert: readFileSync(cert) };
    const publicKey = createPublicKey(certificate.cert).export({ type: 'spki', format: 'der' });
    return { ...certificate, spki: createHash('sha256').update(publicKey).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Http2Front {
  /** https://localhost:<port>: the certificate is self-signed, so the browser must be told to accept it. */
  url: string;
  close: () => Promise<void>;
}

/**
 * What a phone reaches in production (README, "Several instances"): a load balancer that ends TLS and
 * speaks HTTP/2 to the browser, in front of the app's HTTP/1.1. Every request of a page goes over one
 * connection at once, where HTTP/1.1 allows a browser six per host, each request waiting a round trip.
 * Forwards each stream to `origin` over kept-alive connections, as it came; changes nothing in the reply
 * but the headers HTTP/2 has no place for.
 */
export async function startHttp2Front(
  origin: string,
  certificate: LocalhostCertificate = localhostCertificate(),
): Promise<Http2Front> {
  const target = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key: certificate.key, cert: certificate.cert });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    const forwarded: http.OutgoingHttpHeaders = { host: target.host };
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && value !== undefined && !HOP_BY_HOP.has(name)) forwarded[name] = value;
    }
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: forwarded,
      },
      (response) => {
        // The browser may have gone (a run ends while a download is still on its way).
        if (stream.destroyed || stream.closed) return void response.resume();
        const replied: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) replied[name] = value;
        }
        stream.respond(replied);
        // The app's connection lost mid-reply: reset the stream, so the browser sees a failed download
        // rather than a file that ends early and looks whole.
        response.on('error', () => stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR));
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (stream.destroyed) return;
      if (stream.headersSent) return void stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
      stream.respond({ ':status': 502 });
      stream.end();
    });
    // A browser that left mid-download (a run ends) resets its stream: stop asking the app.
    stream.on('error', () => request.destroy());
    stream.on('aborted', () => request.destroy());
    stream.pipe(request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
