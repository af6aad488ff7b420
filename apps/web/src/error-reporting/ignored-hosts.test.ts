import { describe, expect, it } from 'vitest';
import { isIgnoredHost, isIgnoredUrl, mentionsIgnoredUrl } from './ignored-hosts.js';

describe('isIgnoredHost', () => {
  it.each([
    ['storage.googleapis.com', true],
    ['my-bucket.storage.googleapis.com', true],
    ['s3.amazonaws.com', true],
    ['attachments.s3.amazonaws.com', true],
    ['attachments.s3.eu-west-1.amazonaws.com', true],
    ['s3-eu-west-1.amazonaws.com', true],
    ['account.blob.core.windows.net', true],
    ['script.hotjar.com', true],
    ['in.hotjar.io', true],
    ['hotjar.com', true],
    ['edge.fullstory.com', true],
    ['STORAGE.GOOGLEAPIS.COM.', true],
    ['googleapis.com', false],
    ['www.googleapis.com', false],
    ['ec2.amazonaws.com', false],
    ['nots3.amazonaws.com', false],
    ['blob.core.windows.net.evil.example', false],
    ['storage.googleapis.com.evil.example', false],
    ['nothotjar.com', false],
    ['taskhub.example', false],
  ])('%s → %s', (host, expected) => {
    expect(isIgnoredHost(host)).toBe(expected);
  });
});

describe('isIgnoredUrl and mentionsIgnoredUrl', () => {
  it.each([
    ['https://storage.googleapis.com/bucket/file.png?sig=1', true],
    ['https://attachments.s3.amazonaws.com/a.pdf', true],
    ['https://static.hotjar.com/c/hotjar.js', true],
    ['https://taskhub.example/api/v1/me', false],
    ['/me', false],
    ['storage.googleapis.com/bucket', false],
    ['not a url', false],
  ])('isIgnoredUrl(%j) → %s', (url, expected) => {
    expect(isIgnoredUrl(url)).toBe(expected);
  });

  it('finds an ignored URL inside a message', () => {
    expect(mentionsIgnoredUrl('GET https://a.blob.core.windows.net/x failed (403)')).toBe(true);
    expect(mentionsIgnoredUrl('GET https://taskhub.example/me failed (403)')).toBe(false);
    expect(mentionsIgnoredUrl('no url here')).toBe(false);
  });
});
