/** Set while the device's enquiry queue (enquiry-queue.ts) may hold something: pages load its code only then. */
export const QUEUE_FLAG = "deltaforge-enquiry-queue";
