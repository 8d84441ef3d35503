import { defineArea, mount } from '../../area';
import { networkRoutes } from './network.routes';
import { createNetworkService, type NetworkService } from './network.service';

declare module '../../area' {
  interface AreaServices {
    network: NetworkService;
  }
}

/** The network page: Découvrir's search and 'people you may know'. */
export const networkModule = defineArea({
  name: 'network',
  build: ({ db }) => ({ network: createNetworkService({ db }) }),
  routes: ({ network }) => [mount(networkRoutes, { prefix: '/api/v1', networkService: network })],
});
