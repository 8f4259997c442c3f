import { describe, expect, it } from "vitest";
import { BuildEnvError, parseBuildEnv, viteDefines } from "./build-env";

describe("build environment", () => {
  it("applies the defaults once when nothing is set", () => {
    expect(parseBuildEnv("production", {})).toEqual({
      mode: "production",
      siteUrl: "https://www.deltaforge.example",
      formEndpoint: "https://api.web3forms.com/submit",
      formAccessKey: "",
      language: "en",
    });
  });

  it("takes the build's language from VITE_SITE_LANG and defines it for the app", () => {
    const env = parseBuildEnv("production", { VITE_SITE_LANG: "fr" });
    expect(env.language).toBe("fr");
    expect(viteDefines(env)["import.meta.env.VITE_SITE_LANG"]).toBe('"fr"');
  });

  it("takes an origin without its trailing slash, and a same-site endpoint path", () => {
    const env = parseBuildEnv("inbox", {
      VITE_SITE_URL: "https://deltaforge.ng/",
      VITE_FORM_ENDPOINT: "/api/enquiries",
      VITE_FORM_ACCESS_KEY: "k",
    });
    expect(env).toMatchObject({ siteUrl: "https://deltaforge.ng", formEndpoint: "/api/enquiries", formAccessKey: "k" });
    expect(viteDefines(env)["import.meta.env.VITE_SITE_URL"]).toBe('"https://deltaforge.ng"');
  });

  it.each([
    [{ VITE_SITE_URL: "http://deltaforge.ng" }, /VITE_SITE_URL must start with https:\/\//],
    [{ VITE_SITE_URL: "deltaforge.ng" }, /VITE_SITE_URL must be a URL/],
    [{ VITE_SITE_URL: "https://deltaforge.ng/site" }, /VITE_SITE_URL must be an origin without a path/],
    [{ VITE_FORM_ENDPOINT: "api.web3forms.com/submit" }, /VITE_FORM_ENDPOINT must be an https:\/\/ URL or a path/],
    [{ VITE_FORM_ENDPOINT: "//evil.example/x" }, /VITE_FORM_ENDPOINT/],
    [{ VITE_SITE_LANG: "de" }, /VITE_SITE_LANG must be one of en, fr/],
  ])("stops on %o, naming the variable", (raw, message) => {
    expect(() => parseBuildEnv("production", raw)).toThrow(BuildEnvError);
    expect(() => parseBuildEnv("production", raw)).toThrow(message);
  });
});
