// Types of the undici files imported one by one (see undici-lite.ts); their public types come
// from undici's own declarations.
declare module 'undici/lib/dispatcher/agent.js' {
  const Agent: unknown
  export default Agent
}
declare module 'undici/lib/dispatcher/env-http-proxy-agent.js' {
  const EnvHttpProxyAgent: unknown
  export default EnvHttpProxyAgent
}
declare module 'undici/lib/api/api-request.js' {
  const request: unknown
  export default request
}
declare module 'undici/lib/api/api-connect.js' {
  const connect: unknown
  export default connect
}
declare module 'undici/lib/dispatcher/dispatcher.js' {
  const Dispatcher: unknown
  export default Dispatcher
}
declare module 'undici/lib/dispatcher/pool.js' {
  const Pool: unknown
  export default Pool
}
