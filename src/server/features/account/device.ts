/** The browser and system a user agent names, for the sessions list ('Chrome' sur 'Linux'). */
export const deviceOf = (
  userAgent: string | null | undefined,
): { browser: string | null; os: string | null } => {
  if (!userAgent) return { browser: null, os: null };
  const ua = userAgent;
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chromium\//.test(ua)
            ? 'Chromium'
            : /Chrome\/|CriOS\//.test(ua)
              ? 'Chrome'
              : /Safari\//.test(ua) && /Version\//.test(ua)
                ? 'Safari'
                : null;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Android/.test(ua)
        ? 'Android'
        : /CrOS/.test(ua)
          ? 'ChromeOS'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /Linux|X11/.test(ua)
              ? 'Linux'
              : null;
  return { browser, os };
};

/** An address cut to its network: the last IPv4 byte, or all but the first three IPv6 groups, hidden. */
export const truncatedIp = (ip: string | null | undefined): string | null => {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (ip.includes(':')) {
    const groups = ip.split(':').filter(Boolean).slice(0, 3);
    return `${groups.join(':')}::x`;
  }
  return null;
};
