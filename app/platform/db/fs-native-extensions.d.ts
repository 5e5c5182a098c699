/** The part of fs-native-extensions (no bundled types) that the DATA_DIR lock uses. */
declare module "fs-native-extensions" {
  /** True when the lock was granted; false when another open file holds it. Never waits. */
  export function tryLock(fd: number, offset?: number, length?: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number, offset?: number, length?: number): void;
  const nativeFs: { tryLock: typeof tryLock; unlock: typeof unlock };
  export default nativeFs;
}
