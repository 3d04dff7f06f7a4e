/** Loopback hosts: where the emulator may listen with its well-known token, and where the client goes direct. */

/** True for `localhost`, 127.0.0.0/8 and `::1`. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h)
}
