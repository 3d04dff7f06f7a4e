// The part of autocannon's programmatic API the load run uses (the package ships no types, and
// @types/autocannon would be one more dependency for a dozen lines).
declare module 'autocannon' {
  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
  }
  export interface RequestSpec extends Request {
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | undefined
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    pipelining?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    requests?: RequestSpec[]
  }
  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
  }
  export interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
  }
  export default function autocannon(options: Options): Promise<Result>
}
