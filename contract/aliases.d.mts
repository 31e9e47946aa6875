export declare const aliases: Record<'@config' | '@contract', string>;
