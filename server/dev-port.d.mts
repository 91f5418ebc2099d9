export declare function askedPort(args: readonly string[]): number
export declare function devPort(args: readonly string[]): Promise<number>
export declare function withPort(args: readonly string[], port: number): string[]
export declare function devAppUrl(env: { APP_URL?: string }, port: number): string
