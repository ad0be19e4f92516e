/** A fake XMLHttpRequest for the upload tests of every line: uploads are sent with XHR for their progress. */
/** One multipart upload the test answers: its text fields, its progress and its reply. */
export interface FakeUpload {
  fields: Record<string, string>;
  /** the names of the files it carries, in order */
  files: string[];
  progress: (fraction: number) => void;
  finish: (status: number, body: unknown) => void;
}

/** An XMLHttpRequest whose upload progress and answer the test drives (uploads are sent with XHR). */
export function fakeXhr(uploads: FakeUpload[]) {
  return class {
    status = 0;
    responseText = '';
    timeout = 0;
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      const fields: Record<string, string> = {};
      const files: string[] = [];
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
        else files.push(value.name);
      });
      uploads.push({
        fields,
        files,
        progress: (fraction) =>
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: fraction * 100,
            total: 100,
          } as ProgressEvent),
        finish: (status, body) => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        },
      });
    }
  };
}
