declare const __CLIENT_ID__: string;
declare const __CLIENT_SECRET__: string;
