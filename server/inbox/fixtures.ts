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

/** A file part of a multipart body: the name and type as a browser sends them, and the bytes. */
export interface FilePart {
  field: string;
  fileName: string;
  type: string;
  data: Buffer;
}

/** A multipart body with fields and file parts, as a browser builds it for a form with file inputs. */
export function multipartWithFiles(
  fields: Record<string, string>,
  files: readonly FilePart[],
  boundary = "----deltaforgeFiles9aX2",
): { body: Buffer; contentType: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, "utf8"));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        "utf8",
      ),
    );
    parts.push(file.data, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A small real-looking PDF, JPEG or PNG of `size` bytes: the type's signature, then padding. */
export function sampleDocument(type: "pdf" | "jpeg" | "png", size = 2048): Buffer {
  const head = {
    pdf: Buffer.from("%PDF-1.7\n"),
    jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  }[type];
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/** Posts one enquiry to a running server as a browser's form does (multipart), with the test key. */
export function postEnquiry(url: string, fields: Record<string, string>): Promise<Response> {
  const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...fields });
  return fetch(`${url}/api/enquiries`, { method: "POST", body: new Uint8Array(body), headers: { "content-type": contentType } });
}
