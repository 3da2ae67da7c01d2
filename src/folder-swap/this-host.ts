import { hostname } from 'node:os';

/** This machine as the folders beside the output name it: a container has a host name of its own. */
export const thisHost = (): string => hostname().replace(/[^\w.-]/g, '_').slice(0, 64);
