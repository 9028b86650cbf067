/** Which database engine a connection talks to; the few portable-SQL differences key on it. */
export type Engine = 'sqlite' | 'postgres';
