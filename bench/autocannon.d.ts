// The part of autocannon's API the emulator benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number
    mean: number
    p50: number
    p99: number
    max: number
    total: number
  }
  export interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
  }
  export interface Options {
    url: string
    method?: string
    headers?: Record<string, string>
    body?: string
    connections?: number
    pipelining?: number
    duration?: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
