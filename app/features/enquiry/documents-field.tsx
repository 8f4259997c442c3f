import { enquiryMessages } from "~/content/enquiry-forms";
import { DOCUMENT_ACCEPT, DOCUMENT_LIMITS, DOCUMENTS_FIELD } from "../../../contract/enquiry-documents";
import { fieldId, hintId } from "./field-ids";

const MB = 1024 * 1024;
const hint = enquiryMessages.documentsHint
  .replace("{files}", String(DOCUMENT_LIMITS.files))
  .replace("{fileMb}", String(DOCUMENT_LIMITS.fileBytes / MB))
  .replace("{totalMb}", String(DOCUMENT_LIMITS.totalBytes / MB));

/**
 * The vendor form's documents, when it posts to our own inbox: one platform file input taking
 * several files, so it works without JavaScript (the form is multipart already) and the script's
 * send takes the files with the rest (FormData of the form). The server checks their content.
 */
export function DocumentsField() {
  const id = fieldId(DOCUMENTS_FIELD);
  return (
    <div className="flex flex-col sm:col-span-2">
      <label htmlFor={id} className="font-bold text-navy-900">
        {enquiryMessages.documentsLabel}
      </label>
      <p id={hintId(DOCUMENTS_FIELD)} className="mt-1 text-sm leading-relaxed text-steel-600">
        {hint}
      </p>
      <input
        id={id}
        name={DOCUMENTS_FIELD}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        aria-describedby={hintId(DOCUMENTS_FIELD)}
        className="mt-2 block w-full cursor-pointer rounded-lg border border-steel-300 bg-white p-3 text-base text-navy-900 file:mr-4 file:cursor-pointer file:rounded-md file:border-0 file:bg-navy-800 file:px-4 file:py-2 file:font-bold file:text-white hover:border-navy-700"
      />
    </div>
  );
}
