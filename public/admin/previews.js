// Previews beside the editor for the job openings and the projects: each entry as a card like the
// site's, so an editor sees the text as visitors will. Decap CMS exposes `CMS` and `h` (React's
// createElement) on window; this file is served as it is, only on /admin/.
/* global CMS, h */

function list(entry, name) {
  const value = entry.getIn(["data", name]);
  return value ? value.toJS() : [];
}

/** A choice's words in the file's own language (its `types` or `categories`), the key if it has none. */
function words(entry, names, key) {
  const value = entry.getIn(["data", names, key]);
  return value || key;
}

function JobsPreview({ entry }) {
  return h(
    "div",
    { className: "cards" },
    list(entry, "jobs").map((job, index) =>
      h(
        "article",
        { className: "card", key: index },
        h("h3", null, job.title),
        h(
          "p",
          { className: "meta" },
          [job.location, job.type && words(entry, "types", job.type), job.experience].filter(Boolean).join(" · "),
        ),
        h("p", null, job.description),
        h("p", { className: "meta" }, job.datePosted ? `Posted ${job.datePosted}` : ""),
      ),
    ),
  );
}

function ProjectsPreview({ entry, getAsset }) {
  return h(
    "div",
    { className: "cards" },
    list(entry, "projects").map((project, index) =>
      h(
        "article",
        { className: "card", key: index },
        project.image ? h("img", { src: getAsset(project.image).toString(), alt: "" }) : null,
        h(
          "p",
          { className: "meta" },
          [project.category && words(entry, "categories", project.category), project.year].filter(Boolean).join(" · "),
        ),
        h("h3", null, project.title),
        h("p", { className: "meta" }, project.location),
        h("p", null, project.description),
      ),
    ),
  );
}

CMS.registerPreviewStyle("/admin/preview.css");
CMS.registerPreviewTemplate("jobs", JobsPreview);
CMS.registerPreviewTemplate("projects", ProjectsPreview);
