// What next-env.d.ts declares for imported images, here too: typecheck runs before any build writes it.
/// <reference types="next/image-types/global" />
