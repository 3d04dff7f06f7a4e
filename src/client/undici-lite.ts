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
import api from 'undici/lib/api/index.js'
import DispatcherImpl from 'undici/lib/dispatcher/dispatcher.js'
import AgentImpl from 'undici/lib/dispatcher/agent.js'
import EnvHttpProxyAgentImpl from 'undici/lib/dispatcher/env-http-proxy-agent.js'
import PoolImpl from 'undici/lib/dispatcher/pool.js'

// What undici's index does on load: every dispatcher gets request(), connect() (the proxy
// agent tunnels with it) and the other API methods.
Object.assign((DispatcherImpl as { prototype: object }).prototype, api)
const requestImpl = (api as { request: unknown }).request

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
