import type { ServiceName } from './environments';
import { createServiceClient, type ServiceClient } from './service-clients';
import { currentEnvironment } from './vite-environment';

// The app's one client per service for the environment it was built for: every flow's real actors
// take theirs from here, so none builds its own and all talk to the same configured service.
const clients = new Map<ServiceName, ServiceClient<ServiceName>>();

export function currentServiceClient<Service extends ServiceName>(service: Service): ServiceClient<Service> {
  let client = clients.get(service);
  if (!client) {
    client = createServiceClient(service, currentEnvironment()) as ServiceClient<ServiceName>;
    clients.set(service, client);
  }
  return client as ServiceClient<Service>;
}
