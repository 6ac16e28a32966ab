/** Written by build-plugin.ts into the service worker it builds: the build's id and the shell files it precaches. */
declare module 'virtual:portal-sw-build' {
  export const build: string;
  export const shell: string[];
}
