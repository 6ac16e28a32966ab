/** Below this viewport width the portal lays out for a phone (menus, conditions, the hero's preload); the server's preload uses it too. */
export const MOBILE_BREAKPOINT_PX = 768;
