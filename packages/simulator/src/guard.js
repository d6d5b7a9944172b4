// @ts-check
// Who may drive the simulator: its operator, on this machine. A web page the operator has open can send requests
// to loopback too, so (as Vite's dev server does since its DNS-rebinding advisory, and LocalStack):
//  - every HTTP request must name, in `Host`, a host the simulator listens as: the loopback names, the host it was
//    started on, `*.localhost` (RFC 6761) and any `allowedHosts` given; a DNS-rebinding page's `Host: evil.example` is refused (403);
//  - a control request (`/__simulator/…`, the state export included) is refused (403) when a browser says it is
//    cross-site (`Sec-Fetch-Site` other than same-origin or none) or its `Origin` is not one of those hosts;
//  - a notification URL that points at the simulator itself (or at any `/__simulator/` route) is refused, so a
//    delivery cannot loop back into the simulator.

/** The names every loopback simulator answers to. */
export const LOOPBACK_HOSTS = Object.freeze(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A host name as compared: lower case, without brackets or a trailing dot. @param {string} name */
const normal = (name) =>
  name
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');

/** @param {Iterable<string>} hosts */
export function hostSet(hosts) {
  return new Set([...LOOPBACK_HOSTS, ...hosts].map(normal));
}

/** The host name of a `Host` header value (port dropped), or undefined when it is not one. @param {string} value */
function hostName(value) {
  try {
    return normal(new URL(`http://${value}`).hostname);
  } catch {
    return undefined;
  }
}

/**
 * Why a request's `Host` is refused, or undefined when it names a host the simulator listens as.
 * @param {string | undefined} host @param {Set<string>} allowed
 */
export function foreignHost(host, allowed) {
  if (!host) return "header 'Host' is required";
  const name = hostName(host);
  if (name === undefined || !(allowed.has(name) || name.endsWith('.localhost')))
    return `header 'Host' must name a host the simulator listens as (${[...allowed].join(', ')}), not '${host.slice(0, 100)}'`;
  return undefined;
}

/**
 * Why a control request is refused as cross-site, or undefined.
 * @param {Headers} headers @param {Set<string>} allowed
 */
export function crossSite(headers, allowed) {
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none')
    return `header 'Sec-Fetch-Site' is '${site.slice(0, 40)}': the simulator's controls answer only its operator, not a web page of another site`;
  const origin = headers.get('origin');
  if (origin === null) return undefined;
  let name;
  try {
    name = normal(new URL(origin).hostname);
  } catch {
    name = undefined;
  }
  if (name === undefined || !(allowed.has(name) || name.endsWith('.localhost')))
    return `header 'Origin' '${origin.slice(0, 100)}' is not the simulator's own: its controls answer only its operator`;
  return undefined;
}

/**
 * Whether a notification URL points back at the simulator: one of its own origins, or any `/__simulator/` route.
 * @param {string} url @param {Set<string>} selfOrigins e.g. `http://127.0.0.1:4011`
 */
export function pointsAtSelf(url, selfOrigins) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (/^\/(2\.0\/)?__simulator\//.test(parsed.pathname)) return true;
  const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
  return selfOrigins.has(`${parsed.protocol}//${normal(parsed.hostname)}:${port}`);
}

/** The origins a simulator listening on `port` answers as. @param {Set<string>} hosts @param {number} port */
export const selfOriginsOf = (hosts, port) => new Set([...hosts].map((name) => `http://${name}:${port}`));
