import { describe, expect, it } from 'vitest';
import { personalDataInLogs } from './support/log-scan';

/** The scan every journey's server stop runs over the server's log output. */
describe('personalDataInLogs', () => {
  it.each([
    ['{"req":{"url":"/api/retail/user/getAdminUser?userName=8001015009087"}}', 'SA ID number 8001015009087'],
    ['{"msg":"mail sent","to":"thandi@example.co.za"}', 'email address thandi@example.co.za'],
    ['{"msg":"sms","to":"+27821234567"}', 'mobile number +27821234567'],
    ['{"msg":"sms","to":"0821234567"}', 'mobile number 0821234567'],
  ])('finds the personal data in %s', (line, finding) => {
    expect(personalDataInLogs(line)[0]).toContain(finding);
  });

  it.each([
    '{"req":{"route":"/api/retail/user/getAdminUser"},"reqId":"9f0c1d2e","responseTime":12.5}',
    '{"msg":"policy issued","policyNumber":"FUN1000000012345"}',
    '{"masked":"t***@e***.za","cell":"+27*****0001","time":1764000000000}',
    '{"msg":"request completed","responseTime":27.0306070000006}',
    '{"reqId":"4afe6da2-0be4-461d-b0fb-1b0783356490","msg":"incoming request"}',
    '{"reqId":"0821234567a1-0be4-461d-b0fb-8001015009087b","msg":"incoming request"}',
  ])('passes a line without personal data: %s', (line) => {
    expect(personalDataInLogs(line)).toEqual([]);
  });
});
