import rootPackage from "../../../package.json" with { type: "json" };

export const VERSION: string = rootPackage.version;
