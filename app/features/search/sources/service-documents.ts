import { services } from "~/content/services";
import { servicePath } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { joinText } from "./text";

/** Every service with its summary and features (services.ts): each finds its detail page. */
export const serviceDocuments: DocumentSource = () =>
  services.map((service) => ({
    id: `service:${service.id}`,
    title: service.title,
    text: joinText(service.summary, service.description, ...service.features),
    page: service.title,
    url: servicePath(service.id),
  }));
