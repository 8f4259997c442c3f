import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Language } from "../../contract/languages";
import { dataDir, dataFileProblems, validateDataFiles } from "./data-files";
import newsFile from "./data/news.json" with { type: "json" };

// Each test breaks a copy of the content files, never the files themselves.
let copy: string;
beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(dataDir, copy, { recursive: true });
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

/** Changes one language's half of a copied file (the English by default), or both (`["en", "fr"]`). */
function edit(file: string, change: (data: Record<string, unknown[]>) => void, languages: Language[] = ["en"]): void {
  const path = join(copy, file);
  const data = JSON.parse(readFileSync(path, "utf8")) as Record<Language, Record<string, unknown[]>>;
  for (const language of languages) change(data[language]);
  writeFileSync(path, JSON.stringify(data));
}
const both: Language[] = ["en", "fr"];

describe("content files", () => {
  it("all match their schemas", () => {
    expect(dataFileProblems()).toEqual([]);
  });

  it("a missing required field fails with the file, the language, the entry and the field", () => {
    edit("jobs.json", (data) => delete (data.jobs![1] as Record<string, unknown>).title, both);
    expect(() => validateDataFiles(copy)).toThrow(/jobs\.json: en\.jobs\[1\] "manual-machinist", field "title": required, missing/);
  });

  it("a field missing in French stops the build, naming the file and the field with its English", () => {
    edit("services.json", (data) => delete (data.services![2] as Record<string, unknown>).title, ["fr"]);
    edit("privacy.json", (data) => Object.assign(data, { updated: "2026-01-01" }), ["fr"]);
    expect(dataFileProblems(copy)).toEqual([
      'app/content/data/services.json: fr.services[2] "fabrication", field "title": missing in French (English: "Fabrication and Construction")'.replace(
        "app/content/data",
        relative(process.cwd(), copy),
      ),
      `${relative(process.cwd(), copy)}/privacy.json: fr, field "updated": must be the same in every language: "${JSON.parse(readFileSync(join(dataDir, "privacy.json"), "utf8")).en.updated}" in English`,
    ]);
    expect(() => validateDataFiles(copy)).toThrow(/services\.json: fr\.services\[2\] "fabrication", field "title": missing in French/);
  });

  it("a French entry may hold its texts alone: its ids, numbers and pictures are the English entry's", () => {
    // As the editor writes a project added in both languages (Decap's i18n: duplicate).
    edit(
      "projects.json",
      (data) => {
        const { title, location, description } = data.projects![0] as Record<string, unknown>;
        data.projects![0] = { title, location, description };
      },
      ["fr"],
    );
    expect(dataFileProblems(copy)).toEqual([]);
    edit("projects.json", (data) => delete (data.projects![0] as Record<string, unknown>).description, ["fr"]);
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(/projects\.json: fr\.projects\[0\] "calabar-tank-farm", field "description": missing in French \(English: "/),
    ]);
  });

  it("French typography: a plain space before a colon and a straight apostrophe are named", () => {
    edit(
      "services-page.json",
      (data) => {
        const help = (data as unknown as { detail: { help: { title: string } } }).detail.help;
        help.title = "Besoin d'aide : parlons-en";
      },
      ["fr"],
    );
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(
        /services-page\.json: fr, field "detail\.help\.title": "d'aide :": French puts a no-break space \(U\+00A0\) before :, not a space$/,
      ),
      expect.stringMatching(/services-page\.json: fr, field "detail\.help\.title": "d'a": French writes the apostrophe ’, not '$/),
    ]);
  });

  it("a French list shorter than the English, an id changed in French and a lost placeholder are each named", () => {
    edit("jobs.json", (data) => data.jobs!.pop(), ["fr"]);
    edit("services.json", (data) => Object.assign(data.services![1] as object, { id: "achats" }), ["fr"]);
    edit(
      "services-page.json",
      (data) => {
        const help = (data as unknown as { detail: { help: { text: string } } }).detail.help;
        help.text = help.text.replace("{service}", "ce service");
      },
      ["fr"],
    );
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(
        /services\.json: fr\.services\[1\] "achats", field "id": must be the same in every language: "procurement" in English$/,
      ),
      expect.stringMatching(/services-page\.json: fr, field "detail\.help\.text": has the placeholders \(none\), the English \{service\}$/),
      expect.stringMatching(/jobs\.json: fr\.jobs\[5\]: missing in French: the English list has 6 entries, the French 5$/),
    ]);
  });

  it("values each language writes its own way are checked in that language's form", () => {
    edit("jobs.json", (data) => Object.assign(data.jobs![0] as object, { experience: "2+ years" }), ["fr"]);
    edit(
      "enquiry-forms.json",
      (data) => {
        (data as unknown as { messages: { rateLimited: string } }).messages.rateLimited = "Trop d’envois. Réessayez plus tard.";
      },
      ["fr"],
    );
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(/enquiry-forms\.json: fr, field "messages\.rateLimited": must say "patienter une minute"$/),
      expect.stringMatching(/jobs\.json: fr\.jobs\[0\] "user-facing-app-representative", field "experience": Write it like 3 ans minimum/),
    ]);
  });

  it("a bad value in a nested list names the path to it", () => {
    edit("services.json", (data) => {
      const { sections } = (data.services![0] as { page: { sections: { items?: string[] }[] } }).page;
      sections[0]!.items![2] = "";
    });
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(/services\.json: en\.services\[0\] "engineering"\.page\.sections\[0\] "capabilities"\.items\[2\]: Too small/),
    ]);
  });

  it("an added job is fine, a repeated id is not", () => {
    edit("jobs.json", (data) => data.jobs!.push({ ...(data.jobs![0] as object), title: "Welding Inspector" }), both);
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(
        /jobs\.json: en\.jobs\[6\] "user-facing-app-representative", field "id": id "user-facing-app-representative" is used twice/,
      ),
      expect.stringMatching(
        /jobs\.json: fr\.jobs\[6\] "user-facing-app-representative", field "id": id "user-facing-app-representative" is used twice/,
      ),
    ]);
  });

  it("names a picture that is not in public/ and a project whose client does not exist", () => {
    edit(
      "projects.json",
      (data) => Object.assign(data.projects![0] as object, { image: "/photos/projects/missing.jpg", clientId: "nobody" }),
      both,
    );
    expect(dataFileProblems(copy)).toEqual(
      both.flatMap((language) => [
        expect.stringMatching(
          new RegExp(
            `${language}\\.projects\\[0\\] "calabar-tank-farm", field "image": picture /photos/projects/missing\\.jpg is not in public/`,
          ),
        ),
        expect.stringMatching(
          new RegExp(`${language}\\.projects\\[0\\] "calabar-tank-farm", field "clientId": no client "nobody" in clients\\.json`),
        ),
      ]),
    );
  });

  it("a layout invariant of spec §9 is exact: a sixth hero slide fails", () => {
    edit("hero-slides.json", (data) => data.slides!.push(data.slides![0]), both);
    expect(dataFileProblems(copy).join("\n")).toMatch(/hero-slides\.json: en, field "slides": Too big/);
  });

  it("a new service is one entry; copy that states the old count stops the build, with where and what to write", () => {
    edit(
      "services.json",
      (data) => {
        const first = data.services![0] as { id: string; title: string };
        data.services!.push({ ...first, id: "decommissioning", title: "Decommissioning" });
      },
      both,
    );
    expect(dataFileProblems(copy)).toEqual([]);
    edit("pages.json", (data) => {
      (data as unknown as { services: { intro: string } }).services.intro =
        "Seven service lines, one accountable partner for the whole life of an asset.";
    });
    edit(
      "pages.json",
      (data) => {
        (data as unknown as { services: { intro: string } }).services.intro =
          "Sept domaines d’activité, un seul partenaire responsable pour toute la vie d’un actif.";
      },
      ["fr"],
    );
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(
        /pages\.json: en, field "services\.intro": says "Seven service lines" but the data has 8 services: write \{ServiceCount\} or \{serviceCount\}, which the build fills from the data$/,
      ),
      expect.stringMatching(
        /pages\.json: fr, field "services\.intro": says "Sept domaines d’activité" but the data has 8 services: write \{ServiceCount\} or \{serviceCount\}, which the build fills from the data$/,
      ),
    ]);
  });

  it("copy that lists three or more services by hand stops the build, naming the file, the field and what to write", () => {
    edit("company.json", (data) => {
      (data as unknown as { blurb: string }).blurb =
        "An indigenous Nigerian company delivering Engineering, procurement, fabrication and technical manpower to oil and gas clients.";
    });
    edit(
      "company.json",
      (data) => {
        (data as unknown as { blurb: string }).blurb =
          "Une entreprise nigériane qui assure l’ingénierie, l’approvisionnement et la fabrication et la construction pour des clients du pétrole et du gaz.";
      },
      ["fr"],
    );
    edit("leaders.json", (data) => {
      // Names apart from each other are not a list: this bio stays as it is.
      (data.leaders![1] as { bio: string }).bio =
        "Funmilayo directs the delivery of our projects, from engineering and fabrication to commissioning and maintenance, and is a chartered engineer.";
    });
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(
        /company\.json: en, field "blurb": lists services by hand \("engineering", "procurement", "fabrication", "technical manpower"\): write \{serviceList\} \(or \{ServiceList\}\), which the build fills with every service's "proseName" from services\.json$/,
      ),
      // In French too, by the French half's prose names and "et".
      expect.stringMatching(
        /company\.json: fr, field "blurb": lists services by hand \("l’ingénierie", "l’approvisionnement", "la fabrication et la construction"\)/,
      ),
    ]);
  });

  it("a new service's prose name is a listed service: a list that leaves it out but names three others still stops the build", () => {
    const service = (title: string, proseName: string) => (data: Record<string, unknown[]>) =>
      data.services!.push({ ...(data.services![0] as object), id: "decommissioning", title, proseName });
    edit("services.json", service("Decommissioning", "decommissioning"));
    edit("services.json", service("Démantèlement", "le démantèlement"), ["fr"]);
    const intro = (text: string) => (data: Record<string, unknown[]>) => {
      (data as unknown as { services: { intro: string } }).services.intro = text;
    };
    edit(
      "pages.json",
      intro(
        "One partner for decommissioning, operations and maintenance or petroleum products trading, across the whole life of an asset.",
      ),
    );
    edit(
      "pages.json",
      intro(
        "Un seul partenaire pour le démantèlement, l’exploitation et la maintenance ou le négoce pétrolier, sur toute la vie d’un actif.",
      ),
      ["fr"],
    );
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(/pages\.json: en, field "services\.intro": lists services by hand/),
      expect.stringMatching(/pages\.json: fr, field "services\.intro": lists services by hand/),
    ]);
  });

  it("a service may not take another page's address, and a count placeholder must be one the data fills", () => {
    edit("services.json", (data) => Object.assign(data.services![2] as object, { id: "fabrication-yard" }), both);
    edit("home.json", (data) => {
      (data as unknown as { sections: { services: { lead: string } } }).sections.services.lead =
        "{ClientCount} clients trust our service lines.";
    });
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(/home\.json: en, field "sections\.services\.lead": \{ClientCount\} is not a count the data fills/),
      // The French still says {ServiceCount}: the two halves' placeholders differ.
      expect.stringMatching(
        /home\.json: fr, field "sections\.services\.lead": has the placeholders \{ServiceCount\}, the English \{ClientCount\}$/,
      ),
      expect.stringMatching(
        /en\.services\[2\] "fabrication-yard", field "id": \/services\/fabrication-yard is already another page's address/,
      ),
      // …and a link to the page whose service was renamed is now a link to nowhere, in both languages.
      expect.stringMatching(/yard\.json: en\.page\.heroActions\[1\], field "href": \/services\/fabrication is not a page of the site/),
      expect.stringMatching(/yard\.json: fr\.page\.heroActions\[1\], field "href": \/services\/fabrication is not a page of the site/),
      // …and each news post about it names a service there is no more.
      ...newsFile.en.posts.flatMap((post, index) =>
        "serviceId" in post && post.serviceId === "fabrication"
          ? [expect.stringMatching(new RegExp(`news\\.json: en\\.posts\\[${index}\\] .*field "serviceId": no service "fabrication"`))]
          : [],
      ),
      // …and its old address, once published, would lead nowhere.
      expect.stringMatching(/moved-addresses\.json: \/services\/fabrication was published .* and is no page now/),
    ]);
  });

  it("copy that joins two offices' names by hand stops the build, naming what to write", () => {
    const offices = JSON.parse(readFileSync(join(copy, "offices.json"), "utf8")) as Record<
      Language,
      { headOffice: { proseName: string }; branches: { proseName: string }[] }
    >;
    const [first, second] = [offices.en.headOffice.proseName, offices.en.branches[0]!.proseName];
    edit("company.json", (data) => {
      (data as unknown as { blurb: string }).blurb =
        `An indigenous energy services company offering {serviceList} from ${first} and ${second}.`;
    });
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(/company\.json: en, field "blurb": lists offices by hand \(.*\): write \{officeList\} \(or \{OfficeList\}\)/),
    ]);
  });

  it("a renamed service stops the build, naming its old address, until that address is a moved one leading to a page", () => {
    const services = JSON.parse(readFileSync(join(copy, "services.json"), "utf8")) as Record<Language, { services: { id: string }[] }>;
    const renamed = services.en.services.at(-1)!.id;
    edit("services.json", (data) => Object.assign(data.services!.at(-1) as object, { id: `${renamed}-renamed` }), both);
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(
        new RegExp(
          `moved-addresses\\.json: /services/${renamed} was published \\(app/content/published-paths\\.json\\) and is no page now: add it to the moved addresses`,
        ),
      ),
    ]);
    edit("moved-addresses.json", (data) => data.moved!.push({ from: `/services/${renamed}`, to: "/services/no-such-service" }), both);
    expect(dataFileProblems(copy)).toEqual([
      expect.stringMatching(/moved-addresses\.json: en\.moved\[\d+\], field "to": \/services\/no-such-service is not a page of the site/),
    ]);
    edit("moved-addresses.json", (data) => Object.assign(data.moved!.at(-1) as object, { to: `/services/${renamed}-renamed` }), both);
    expect(dataFileProblems(copy)).toEqual([]);
  });
});
