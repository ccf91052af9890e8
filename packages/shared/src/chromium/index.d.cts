export declare const DEFAULT_CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumPath(env?: Record<string, string | undefined>): string;
export declare function chromiumLaunchOptions(env?: Record<string, string | undefined>): {
  executablePath: string;
  args: string[];
};
