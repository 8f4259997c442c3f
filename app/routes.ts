import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The explicit route list. URLs themselves live in app/lib/paths.ts.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("about/who-we-are", "routes/about-who-we-are.tsx"),
  route("about/management", "routes/about-management.tsx"),
  route("about/history", "routes/about-history.tsx"),
  route("about/certifications", "routes/about-certifications.tsx"),
  route("about/gallery", "routes/about-gallery.tsx"),
  route("about/clients", "routes/about-clients.tsx"),
  route("services", "routes/services.tsx"),
  route("services/fabrication-yard", "routes/fabrication-yard.tsx"),
  // Same page at a second address; its canonical link points at /services/fabrication-yard.
  route("fabrication-yard", "routes/fabrication-yard.tsx", { id: "fabrication-yard-alias" }),
  route("services/:serviceId", "routes/service-detail.tsx"),
  route("projects", "routes/projects.tsx"),
  route("careers", "routes/careers.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/quote", "routes/contact-quote.tsx"),
  route("contact/vendor", "routes/contact-vendor.tsx"),
  route("contact/partner", "routes/contact-partner.tsx"),
  route("search", "routes/search.tsx"),
  // A resource route: prerendered to build/client/search-index.json, fetched by /search only.
  route("search-index.json", "routes/search-index.ts"),
  // Prerendered at /404 and copied to build/client/404.html by scripts/postbuild.mjs.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
