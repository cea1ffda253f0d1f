// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/requests/RestAction.java (queue and complete only; the request runs, i.e. is recorded, when queued)
package net.dv8tion.jda.api.requests;

import java.util.function.Consumer;

public interface RestAction<T> {
    default void queue() {
        queue(null, null);
    }

    default void queue(Consumer<? super T> success) {
        queue(success, null);
    }

    void queue(Consumer<? super T> success, Consumer<? super Throwable> failure);

    T complete();
}
