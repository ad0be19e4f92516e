import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../errors.js';
import { receiveMultipart, registerMultipart } from './multipart.js';
import { formData, samplePdf, samplePng } from './testing.js';

const MAX = 4 * 1024 * 1024;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setErrorHandler(errorHandler);
  app.decorate('config', { NODE_ENV: 'test' } as FastifyInstance['config']);
  await app.register(async (scope) => {
    await registerMultipart(scope, { maxFileBytes: MAX, maxFiles: 3 });
    scope.post('/upload', async (request) => {
      const form = await receiveMultipart(request, { maxFileBytes: MAX, maxFiles: 3 });
      return {
        fields: form.fields,
        files: form.files.map(({ fieldName, fileName, contentType, sizeBytes }) => ({
          fieldName,
          fileName,
          contentType,
          sizeBytes,
        })),
      };
    });
  });
  await app.ready();
});
afterAll(() => app.close());

const upload = (payload: FormData) => app.inject({ method: 'POST', url: '/upload', payload });

describe('receiveMultipart', () => {
  it('accepts a PDF and a PNG, typed by content, with their fields', async () => {
    const response = await upload(
      formData({ kind: 'death_certificate' }, [
        { field: 'file', name: 'certificate.pdf', bytes: samplePdf(), type: 'application/pdf' },
        { field: 'file', name: 'scan.txt', bytes: samplePng(), type: 'text/plain' },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { kind: 'death_certificate' },
      files: [
        {
          fieldName: 'file',
          fileName: 'certificate.pdf',
          contentType: 'application/pdf',
          sizeBytes: samplePdf().length,
        },
        { fieldName: 'file', fileName: 'scan.png', contentType: 'image/png', sizeBytes: samplePng().length },
      ],
    });
  });

  it('refuses a text file named .pdf and declared as a PDF with 415', async () => {
    const response = await upload(
      formData({}, [
        { field: 'file', name: 'fake.pdf', bytes: Buffer.from('just text'), type: 'application/pdf' },
      ]),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message:
        'This file could not be read as a PDF, JPEG or PNG: it may be damaged or of another kind. Please choose another file.',
    });
  });

  it('refuses a file over the limit with 413 naming the limit in MB', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(MAX)]);
    const response = await upload(formData({}, [{ field: 'file', name: 'big.pdf', bytes: big }]));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'The file is too large. The maximum size is 4 MB.',
    });
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = Buffer.concat([samplePdf(), Buffer.alloc(MAX - samplePdf().length)]);
    const response = await upload(formData({}, [{ field: 'file', name: 'exact.pdf', bytes: exact }]));
    expect(response.statusCode).toBe(200);
    expect(response.json().files[0].sizeBytes).toBe(MAX);
  });

  it('refuses an empty file, too many files and a non-multipart body', async () => {
    const empty = await upload(formData({}, [{ field: 'file', name: 'empty.pdf', bytes: Buffer.alloc(0) }]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('EMPTY_FILE');

    const four = Array.from({ length: 4 }, (_, index) => ({
      field: 'file',
      name: `${index}.png`,
      bytes: samplePng(),
    }));
    const tooMany = await upload(formData({}, four));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().error.code).toBe('TOO_MANY_FILES');

    const json = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('NOT_MULTIPART');
  });
});
