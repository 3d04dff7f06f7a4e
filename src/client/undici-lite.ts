/**
 * The parts of undici the client uses, imported from their own files. undici's index loads
 * everything it has (fetch, WebSocket, mocks, caches...), which costs the action a large share of
 * its start-up; these files load only the HTTP/1.1 client, the agents and `request`.
 * The versions are pinned by package-lock.json, and the transport tests run through this module.
 */
import type {
  Dispatcher,
  Agent as AgentType,
  EnvHttpProxyAgent as EnvHttpProxyAgentType,
  Pool as PoolType,
} from 'undici'
import requestImpl from 'undici/lib/api/api-request.js'
import connectImpl from 'undici/lib/api/api-connect.js'
import DispatcherImpl from 'undici/lib/dispatcher/dispatcher.js'
import AgentImpl from 'undici/lib/dispatcher/agent.js'
import EnvHttpProxyAgentImpl from 'undici/lib/dispatcher/env-http-proxy-agent.js'
import PoolImpl from 'undici/lib/dispatcher/pool.js'

// What undici's index does on load, for the two API methods used: every dispatcher gets
// request(), and connect() (the proxy agent tunnels with it). stream(), pipeline() and
// upgrade() are left out: their modules cost start-up time and nothing here calls them.
Object.assign((DispatcherImpl as { prototype: object }).prototype, {
  request: requestImpl,
  connect: connectImpl,
})

export const Agent = AgentImpl as unknown as typeof AgentType
export const EnvHttpProxyAgent = EnvHttpProxyAgentImpl as unknown as typeof EnvHttpProxyAgentType
export const Pool = PoolImpl as unknown as typeof PoolType

/** `undici.request` without the index: one request through `dispatcher`. */
export function request(
  url: URL,
  options: Omit<Dispatcher.RequestOptions, 'origin' | 'path'> & { dispatcher: Dispatcher },
): Promise<Dispatcher.ResponseData> {
  const { dispatcher, ...opts } = options
  return (
    requestImpl as (
      this: Dispatcher,
      o: Dispatcher.RequestOptions,
    ) => Promise<Dispatcher.ResponseData>
  ).call(dispatcher, { ...opts, origin: url.origin, path: `${url.pathname}${url.search}` })
}
