// Requests to these hosts fail for reasons outside the app (expired signed URLs of attachments, blocked trackers) and
// would drown real reports, so neither their breadcrumbs nor reports about them are sent (SPEC.md section 8).
const ignoredHostPatterns: readonly RegExp[] = [
  /(^|\.)storage\.googleapis\.com$/,
  /(^|\.)s3([.-][a-z0-9-]+)?\.amazonaws\.com$/,
  /\.blob\.core\.windows\.net$/,
  /(^|\.)hotjar\.(com|io)$/,
  /(^|\.)fullstory\.com$/,
];

/** Whether a host name is a cloud-storage or tracking-capture host. */
export function isIgnoredHost(host: string): boolean {
  const normalized = host.toLowerCase().replace(/\.$/, '');
  return ignoredHostPatterns.some((pattern) => pattern.test(normalized));
}

/** Whether an absolute URL points at an ignored host; relative URLs are the app's own server and are never ignored. */
export function isIgnoredUrl(url: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return false;
  try {
    return isIgnoredHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Whether any URL written in a text (an error message) points at an ignored host. */
export function mentionsIgnoredUrl(text: string): boolean {
  return (text.match(/https?:\/\/[^\s"'<>()]+/gi) ?? []).some(isIgnoredUrl);
}
