/** Valid sample submissions, used by the tests and the benchmark. */
import type { FormType } from "./form-rules";

export const TEST_ACCESS_KEY = "test-inbox-key";

export const VALID: Record<FormType, Record<string, string>> = {
  quote: {
    form_type: "quote",
    first_name: "Adaeze",
    last_name: "Okonkwo",
    email: "adaeze@example.com",
    phone: "+234 803 123 4567",
    company: "Niger Delta Gas Ltd",
    service_needed: "engineering-services",
    project_brief: "Tank farm inspection, Calabar, Q3.",
    botcheck: "",
  },
  vendor: {
    form_type: "vendor",
    company_name: "Warri Valves & Fittings",
    registration_number: "RC 123456",
    year_established: "2004",
    number_of_employees: "51-200",
    company_address: "12 Refinery Road, Warri",
    contact_person: "Tunde Bello",
    position: "Sales Manager",
    email: "sales@warrivalves.example",
    phone: "08031234567",
    website: "https://warrivalves.example",
    vendor_category: "equipment-supply",
    products_services_description: "Gate and ball valves, API 6D.",
    certifications: "ISO 9001",
    previous_experience: "Supplied valves to two refineries.",
    attachments: "on",
    botcheck: "",
  },
  partner: {
    form_type: "partner",
    company_name: "Lagos Digital Works",
    industry: "Software",
    contact_person: "Ngozi Eze",
    position: "CEO",
    email: "ngozi@ldw.example",
    phone: "+2348091234567",
    partnership_interest: "Technology Partnership",
    message: "Let us talk about asset monitoring.",
  },
};

export function urlEncode(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** A multipart/form-data body built by hand (so tests control every byte). */
export function multipartBody(
  fields: Record<string, string | Buffer>,
  boundary = "----deltaforgeBoundary7MA4YWxkTrZu0gW",
): { body: Buffer; contentType: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
    parts.push(typeof value === "string" ? Buffer.from(value, "utf8") : value);
    parts.push(Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts one enquiry to a running server as a browser's form does (multipart), with the test key. */
export function postEnquiry(url: string, fields: Record<string, string>): Promise<Response> {
  const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...fields });
  return fetch(`${url}/api/enquiries`, { method: "POST", body: new Uint8Array(body), headers: { "content-type": contentType } });
}
